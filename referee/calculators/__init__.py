"""The web and API layer over the rules engine: thin, one module per game.

Each calculator is a :class:`Calculator`: the engine's ``from_dict`` and ``resolve``, a DRF
serializer describing the JSON body (for the OpenAPI docs and type checks), and for its page
a function turning the page's GET parameters into that same JSON data.
"""
