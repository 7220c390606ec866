"""Dumps CPython's own view of its line tables, for tst_py_line_table.

For every code object of a few standard-library modules and of a source made to stress the
tables (long jumps, big and negative line steps, lines with no number, huge line numbers, wide
columns), prints one line:
    CODE <co_firstlineno> <co_linetable as hex> <code units> <line of unit 0> <line of unit 1> ...
where the line of a unit is what code.co_lines() says for its byte offset ('-' for None or
for a unit that no range covers). Runs on CPython 3.10 and later.
"""

import sys
import types

STDLIB = ["threading", "argparse", "typing", "dataclasses", "json.decoder", "email._header_value_parser",
          "asyncio.base_events", "inspect", "collections"]


def stress_source():
    parts = ["\n" * 70000, "def deep_first_line(a, b):\n    return (a +\n            b)\n\n"]
    # A function longer than 255 bytes of bytecode between line changes, and line gaps over 127 and 255.
    body = ["def long_function(x):", "    y = [" + ", ".join(f"x + {i}" for i in range(200)) + "]"]
    body += ["\n" * 130 + "    z = y[0]", "\n" * 300 + "    w = z + 1", "    return w"]
    parts.append("\n".join(body) + "\n\n")
    parts.append(
        "def control_flow(n):\n"
        "    total = 0\n"
        "    for i in range(n):\n"
        "        try:\n"
        "            if i % 3 == 0:\n"
        "                continue\n"
        "            total += (i\n"
        "                      * 2)\n"
        "        except ValueError as e:\n"
        "            raise RuntimeError('x') from e\n"
        "        finally:\n"
        "            total -= 1\n"
        "    while total > 10:\n"
        "        total //= 2\n"
        "    with open('/dev/null') as f:\n"
        "        f.read()\n"
        "    return [j for j in range(n) if j]\n\n"
        "def gen():\n"
        "    yield 1\n"
        "    yield from range(3)\n\n"
        "async def coro():\n"
        "    await gen2()\n\n"
        "def decorated():\n"
        "    @staticmethod\n"
        "    def inner(): pass\n"
        "    return lambda q: (q,\n"
        "                      q)\n\n"
        "def matcher(v):\n"
        "    match v:\n"
        "        case [a, b]:\n"
        "            return a\n"
        "        case {'k': c}:\n"
        "            return c\n"
        "        case _:\n"
        "            return None\n\n"
        "def wide():\n"
        "    return " + " + ".join(f"value_{i}" for i in range(60)) + "\n\n"
        "class K:\n"
        "    def method(self):\n"
        "        return self\n")
    return "".join(parts)


def walk(code):
    yield code
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            yield from walk(const)


def dump(code):
    units = len(code.co_code) // 2
    lines = [None] * units
    for start, end, line in code.co_lines():
        for offset in range(start, end, 2):
            if 0 <= offset // 2 < units:
                lines[offset // 2] = line
    print("CODE", code.co_firstlineno, code.co_linetable.hex() or "-", units,
          " ".join("-" if l is None else str(l) for l in lines))


def main():
    codes = list(walk(compile(stress_source(), "<stress>", "exec")))
    import importlib.util
    for name in STDLIB:
        spec = importlib.util.find_spec(name)
        with open(spec.origin, encoding="utf-8") as f:
            codes.extend(walk(compile(f.read(), spec.origin, "exec")))
    for code in codes:
        dump(code)
    print("END", len(codes), sys.version.split()[0])


main()
