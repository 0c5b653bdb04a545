#!/usr/bin/env python3
"""Validates documents against one of the repository's JSON Schemas (python `jsonschema`).

    check-schema.py SCHEMA KEY CASES.jsonl
SCHEMA names a file of schemas/ (note.v1.schema.json, diagram-scene.v1.schema.json); a schema
may refer to another of schemas/ by its file name (the note model's Mermaid fences carry a
scene). Each line of CASES.jsonl is {"id": …, KEY: document}. Prints {"valid": N, "total": M,
"errors": ["id: message", ...]} and exits 1 unless all are valid.
"""
import json
import pathlib
import sys

import jsonschema
import referencing

SCHEMAS = pathlib.Path(__file__).resolve().parent.parent / "schemas"


def main(argv):
    if len(argv) != 4:
        sys.stderr.write(__doc__)
        return 2
    schemas = {
        path.name: json.loads(path.read_text(encoding="utf-8"))
        for path in sorted(SCHEMAS.glob("*.schema.json"))
    }
    for each in schemas.values():
        jsonschema.Draft202012Validator.check_schema(each)
    # Every schema under its $id, so a reference resolves offline.
    registry = referencing.Registry().with_resources(
        (each["$id"], referencing.Resource.from_contents(each)) for each in schemas.values()
    )
    validator = jsonschema.Draft202012Validator(schemas[argv[1]], registry=registry)
    key = argv[2]
    valid, total, errors = 0, 0, []
    with open(argv[3], encoding="utf-8") as cases:
        for line in cases:
            case = json.loads(line)
            total += 1
            error = jsonschema.exceptions.best_match(validator.iter_errors(case[key]))
            if error is None:
                valid += 1
            else:
                errors.append("%s: %s at %s" % (case["id"], error.message, list(error.path)))
    json.dump({"valid": valid, "total": total, "errors": errors[:20]}, sys.stdout)
    sys.stdout.write("\n")
    return 0 if valid == total else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
