"""The API answers as its OpenAPI schema says (schemathesis against the schema the site serves).

Checked on every operation, with generated valid and invalid requests: never a server error, only
documented statuses, the documented content types, bodies that match the schema (the error shape
included); every request the schema forbids is refused (negative_data_rejection); and every request
the schema allows is read: it may be refused by the rules (400 with the code « illegal » or
« ambiguous », or a 404 for an entry that does not exist), never as « invalid », the code of a
request off the schema. The calculators' schemas are derived from the engine's own declarations,
which this proves.
"""
import pytest
import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis.checks import (
    content_type_conformance,
    negative_data_rejection,
    not_a_server_error,
    response_schema_conformance,
    status_code_conformance,
)

from referee.wsgi import application

schema = schemathesis.openapi.from_wsgi("/api/v1/schema/", application)


@schemathesis.check
def allowed_requests_are_read(ctx, response, case):
    """A request the schema allows is never refused as off the schema (the code « invalid »)."""
    if case.meta is None or not case.meta.generation.mode.is_positive or response.status_code != 400:
        return None
    code = response.json().get("code")
    if code == "invalid":
        raise AssertionError(f"a request the schema allows was refused as invalid: {response.json()}")
    return None


CHECKS = [not_a_server_error, status_code_conformance, content_type_conformance, response_schema_conformance,
          negative_data_rejection, allowed_requests_are_read]


@schema.parametrize()
@settings(max_examples=15, deadline=None, suppress_health_check=list(HealthCheck))
@pytest.mark.django_db
def test_the_api_conforms_to_its_schema(case, corpus):
    # The WSGI client does not inflate gzip: ask for the plain body.
    case.call_and_validate(headers={"Accept-Encoding": "identity"}, checks=CHECKS)
