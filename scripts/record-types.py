#!/usr/bin/env python3
"""Records what Puppet (the reference implementation) says for each case
of types/testdata/cases.txt into types/testdata/golden.tsv. Run it from
anywhere after editing cases.txt:

    scripts/record-types.py

Each case line is `kind<TAB or spaces>expression`, where kinds take one
expression or two separated by ' | ':
  str EXPR        notice(EXPR)
  inst V | T      notice(V =~ T)
  eq A | B        notice(A == B)           (also ne, lt, le, gt, ge)
  infer EXPR      notice(type(EXPR))
  reduced EXPR    notice(type(EXPR, 'reduced'))
  general EXPR    notice(type(EXPR, 'generalized'))
  common A | B    notice(type([A, B], 'reduced')), the common type of two values
  mismatch T | V  assert_type(T, V) and its error message
  iter EXPR       notice(EXPR.map |$x| { $x })
  param T | V     a function f(T $x) called with V, and its error message
  call P | A      a function f(P) (a Puppet parameter list) called with A
Lines starting with `type ` define aliases for the cases that follow, up
to a line `@reset`. The program for each case is run separately; the
result column is the notice, or `ERROR: message` without the location.
golden.tsv is a table in the format of prepl/internal/golden (fields
separated by tabs, with backslash, newline, carriage return and tab
escaped). Puppet runs the cases through its reference driver, as every
recorder runs it (scripts/golden.py, internal/golden/doc.go).
"""
import json, os, re, subprocess, sys, tempfile

from golden import DRIVER, escape

here = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'types', 'testdata')


def program(kind, args, aliases):
    a = args[0]
    b = args[1] if len(args) > 1 else None
    body = {
        'str': lambda: f'notice({a})',
        'inst': lambda: f'notice({a} =~ {b})',
        'eq': lambda: f'notice({a} == {b})',
        'ne': lambda: f'notice({a} != {b})',
        'lt': lambda: f'notice({a} < {b})',
        'le': lambda: f'notice({a} <= {b})',
        'gt': lambda: f'notice({a} > {b})',
        'ge': lambda: f'notice({a} >= {b})',
        'infer': lambda: f'notice(type({a}))',
        'reduced': lambda: f'notice(type({a}, "reduced"))',
        'general': lambda: f'notice(type({a}, "generalized"))',
        'common': lambda: f'notice(type([{a}, {b}], "reduced"))',
        'mismatch': lambda: f'notice(assert_type({a}, {b}))',
        'iter': lambda: f'notice({a}.map |$x| {{ $x }})',
        'param': lambda: f'function f({a} $x) {{ $x }} notice(f({b}))',
        'call': lambda: f'function f({a}) {{ 1 }} notice(f({b}))',
    }[kind]()
    return '\n'.join(aliases + [body]) + '\n'

def main():
    cases = []
    aliases = []
    for line in open(os.path.join(here, 'cases.txt')):
        line = line.rstrip('\n')
        if not line.strip() or line.startswith('#'):
            continue
        if line.startswith('type '):
            aliases.append(line)
            cases.append(('alias', line, None))
            continue
        if line.strip() == '@reset':
            aliases = []
            cases.append(('reset', '', None))
            continue
        kind, _, rest = line.strip().partition(' ')
        if kind == 'call':
            a, _, b = rest.partition(' |')
            args = [a.strip(), b.strip()]
        else:
            args = [x.strip() for x in rest.split(' | ')]
        cases.append((kind, rest.strip(), program(kind, args, aliases)))
    with tempfile.TemporaryDirectory() as d:
        files = []
        for i, (kind, expr, prog) in enumerate(cases):
            if prog is None:
                continue
            f = os.path.join(d, f'{i:05d}.pp')
            open(f, 'w').write(prog)
            files.append(f)
        out = subprocess.run(DRIVER + ['-'], input='\n'.join(files), capture_output=True, text=True).stdout
        results = {}
        for line in out.splitlines():
            r = json.loads(line)
            if r.get('status') == 'error':
                msg = r.get('error', '')
                msg = re.sub(r'^[\w:]+: ', '', msg)
                msg = re.sub(r'^Evaluation Error: ', '', msg)
                msg = re.sub(r'^Error while evaluating a Function Call, ', '', msg)
                msg = re.sub(r' \(file: [^)]*\)( on node \S+)?$', '', msg, flags=re.S)
                msg = re.sub(r' on node \S+$', '', msg)
                res = 'ERROR: ' + msg
            else:
                res = '\n'.join(r.get('notices', []))
            results[os.path.basename(r['file'])] = res
    with open(os.path.join(here, 'golden.tsv'), 'w') as g:
        for i, (kind, expr, prog) in enumerate(cases):
            if prog is None:
                g.write(f'{kind}\t{escape(expr)}\t\n')
                continue
            res = results[f'{i:05d}.pp']
            g.write(f'{kind}\t{escape(expr)}\t{escape(res)}\n')
    print(len(cases), 'cases recorded')

main()
