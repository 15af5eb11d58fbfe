"""schemathesis' check that a schema-valid request is accepted, less the two refusals a schema
cannot rule out.

Loaded by `.ci/python-checks.sh` through `SCHEMATHESIS_HOOKS`, which runs schemathesis on
`openapi.json` against calendar-serve with this check in place of the built-in
`positive_data_acceptance` (excluded there). Every request schemathesis generates from the
document (`--mode positive`) must be answered as the built-in check expects, except a `400`
whose envelope names only problems that depend on more than one value or on the data:

- `INVALID_RANGE`: `from` not before `to`, two values each valid alone (the spec fixes it; a
  JSON schema cannot compare two parameters);
- `UNKNOWN_VERSION`: a well-formed version the dataset does not hold (the pattern gives the
  form; which versions exist is the data's).

Any other refusal (an MCP answer, a page, another problem code) fails the run as the built-in
check would.
"""

import json

import schemathesis
from schemathesis.openapi.checks import RejectedPositiveData
from schemathesis.specs.openapi.checks import positive_data_acceptance

# The problem codes a schema-valid request may still be refused for (docstring above).
KNOWN = frozenset({"INVALID_RANGE", "UNKNOWN_VERSION"})


def known_refusal(response) -> bool:
    """Whether `response` is the API's `400` envelope naming only problems in `KNOWN`."""
    if response.status_code != 400:
        return False
    try:
        error = json.loads(response.content)["error"]
        codes = {detail["code"] for detail in error["details"]}
    except (ValueError, KeyError, TypeError):
        return False
    return bool(codes) and codes <= KNOWN


@schemathesis.check
def schema_valid_accepted(ctx, response, case):
    """`positive_data_acceptance`, less the refusals of `KNOWN`."""
    try:
        return positive_data_acceptance(ctx, response, case)
    except RejectedPositiveData:
        if known_refusal(response):
            return None
        raise
