"""The API answers as its OpenAPI schema says (schemathesis against the schema the site serves).

Checked on every operation, with generated valid and invalid requests: never a server error, only
documented statuses, the documented content types, and bodies that match the schema (the error
shape included).

Not yet checked: that every schema-valid body is accepted and every schema-violating one refused
(schemathesis' positive_data_acceptance and negative_data_rejection). The rules refuse, as a 400,
many bodies the schema allows (a card's strength of 11), and the calculators' request schemas,
written apart from the engine's model, still differ from what it reads in places (a name with a
NUL character, a blank optional name, bounds no schema states): deriving the schemas from the
engine's dataclasses, and telling rule refusals apart (422), closes that gap.
"""
import pytest
import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis.checks import (
    content_type_conformance,
    not_a_server_error,
    response_schema_conformance,
    status_code_conformance,
)

from referee.wsgi import application

schema = schemathesis.openapi.from_wsgi("/api/v1/schema/", application)
CHECKS = [not_a_server_error, status_code_conformance, content_type_conformance, response_schema_conformance]


@schema.parametrize()
@settings(max_examples=15, deadline=None, suppress_health_check=list(HealthCheck))
@pytest.mark.django_db
def test_the_api_conforms_to_its_schema(case, corpus):
    # The WSGI client does not inflate gzip: ask for the plain body.
    case.call_and_validate(headers={"Accept-Encoding": "identity"}, checks=CHECKS)
