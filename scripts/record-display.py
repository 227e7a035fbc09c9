#!/usr/bin/env python3
"""Writes display/testdata/string.golden, tostring.golden and sprintf.golden
from Puppet 7.

The files are tables in the format of prepl/internal/golden: fields
separated by tabs, with backslash, newline, carriage return and tab escaped
as \\\\, \\n, \\r and \\t and other control characters as \\xHH; RESULT is the
string, or 'ERROR: ' + Puppet's error message.

string.golden: each case of CASES becomes
`notice(String(Binary(String(VALUE, FORMAT), '%s')))` (the base64 of the
Binary keeps newlines and trailing spaces intact on the way out of
Puppet). Lines are VALUE<TAB>FORMAT<TAB>RESULT.

tostring.golden: each value of TO_STRING is assigned to $v and interpolated,
`notice(String(Binary("${v}", '%s')))`, which is the conversion notice()
applies too. Lines are VALUE<TAB>RESULT.

sprintf.golden: each case of SPRINTF runs sprintf(FORMAT, ARGS...). Lines are
FORMAT<TAB>ARGS (a JSON list of Puppet expressions)<TAB>RESULT.

Run from anywhere:  scripts/record-display.py [string] [tostring] [sprintf]
with Puppet 7 and its reference driver, as every recorder runs it
(scripts/golden.py, internal/golden/doc.go).
"""
import base64
import itertools
import json
import os
import re
import subprocess
import tempfile

from golden import DRIVER, escape

CASES = []


def add(values, formats):
    for v in values:
        for f in formats:
            CASES.append((v, f))


def fmts(letters, flags, widths=('',), precs=('',)):
    return ["'%" + fl + w + p + l + "'" for l in letters for fl in flags for w in widths for p in precs]


FLAGS = ['', '#', '+', ' ', '-', '0', '+#', '-#']

# Integer
add(['42', '-42', '0'], fmts('dxXobBcspeEfgGaA', FLAGS, ('', '8'), ('', '.3')))
add(['255'], fmts('xXobB', FLAGS))
add(['9223372036854775807', '-9223372036854775807 - 1'], fmts('dxXobsp', ['', '#', '+']))
add(['65', '233', '128512'], fmts('c', ['', '#', '-'], ('', '4'), ('', '.0')))
add(['42'], fmts('QyYtTnvVuhC', ['']))
# Float
add(['3.14159', '-2.5', '0.0', '1e20', '1.0e-5', '0.35'],
    fmts('feEgGaAspdxXobB', ['', '#', '+', '-0'], ('', '12'), ('', '.2')))
add(['123456.789', '0.1', '2.5', '1.0e15', '-0.0'], fmts('fegaspdx', ['', '#']))
add(['1.5'], fmts('cuvtTyYn', ['']))
# String
add(["'hello'", '"x\'y"', "'a\"b'", '"tab\\there"', "'back\\\\slash'", "'  pad  '", "'émile'", "'ÉMILE'",
     "'foo::bar::baz'", "''", '"it\'s \\$x"', "'ß straße'", '"nl\\nx"', "'::a::b::'"],
    fmts('spCcdut', ['', '#', '-'], ('', '9'), ('', '.2')))
add(["'hello'"], fmts('xXeEfgaAbBoqnr', ['']))
# Boolean
add(['true', 'false'], fmts('tTyYdxXobBeEfgGaAsp', ['', '#', '-', '+', '0'], ('', '6'), ('', '.1')))
add(['true'], fmts('cnuvVDz', ['']))
# Regexp
add(['/a+b/', '/x y/', '/[a-z]+\\/\\d/'], fmts('spdxa', ['', '#', '-'], ('', '12'), ('', '.2')))
# Undef and Default
add(['undef'], fmts('nudxXobBeEfgGaAvVspcDt', ['', '#', '-'], ('', '7'), ('', '.2')))
add(['default'], fmts('dDspxuta', ['', '#', '-'], ('', '9'), ('', '.3')))
# Types
add(['Integer', 'Integer[1, 2]', 'String[1]', "Enum['a', 'b']", "Struct[{a => Integer}]", 'Optional[String]',
     "Notify['x']", 'Array[Integer]', 'Hash[String, Integer]', 'Any', "Pattern[/a/]", 'Class[foo]'],
    fmts('spdxt', ['', '#', '-'], ('', '20'), ('', '.3')))
# Binary, Sensitive, SemVer, SemVerRange
add(["Binary('aGVsbG8=')", "Binary('/w==')", "Binary('" + 'A' * 120 + "')"],
    fmts('spbButTdxc', ['', '#', '-'], ('', '12'), ('', '.3')))
add(["Sensitive('secret')", "Sensitive(1)"], fmts('spdxfet', ['', '#', '-'], ('', '30')))
add(["SemVer('1.2.3')", "SemVer('1.2.3-rc.1+b.2')", "SemVerRange('>=1.0.0')", "SemVerRange('1.x || 2.x')"],
    fmts('spdxt', ['', '#', '-'], ('', '14'), ('', '.3')))
# Timespan and Timestamp (%p prints a Ruby object in Puppet 7, see DISAGREEMENTS 36)
add(['Timespan(3600.5)', 'Timespan(-1.5)', 'Timespan(90061)', 'Timestamp(0)', 'Timestamp(1.5)', 'Timestamp(-1.25)'],
    fmts('sdxXobBeEfgGaAtu', ['', '#', '-', '+'], ('', '16'), ('', '.2')))
# Arrays
ARRAYS = ['[]', '[1, 2]', "['a', 'b']", '[1, [2, 3]]', '[[1, 2], [3, 4]]', '[1, {a => 2}]',
          "[1, 'a', undef, default, 1.5, true, /r/, Integer, 'it\\'s']", '[[[1]]]', '[{a => 1}, {b => [2, 3]}]',
          "[1, [2, [3, [4]]], 5]", "['aaa', 'bbb', 'ccc', 'ddd']", '[1, 2, 3, 4, 5, 6, 7, 8, 9, 10]',
          '[[], {}]', "[1, [2], 3, [4, 5], 6]", "[{a => [1, 2]}, 3]", "[Sensitive(1), SemVer('1.0.0'), Binary('aGVsbG8=')]"]
add(ARRAYS, fmts('asp', ['', '#', '(', '[', '{', '<', '|', ' ', '-', '+', '#(', '# '], ('', '3')))
add(['[1, 2]', '[]'], fmts('dhxtA', ['']))
# Hashes
HASHES = ['{}', '{a => 1}', "{a => 1, 'b' => [2]}", "{1 => 'x', 'k' => undef, 'l' => [1]}", '{a => {b => 1}}',
          '{a => [1, 2], b => {c => 3}}', '{[1] => {x => y}}', "{a => 'it\\'s', b => 1.5, c => default}",
          '{a => [{b => 1}], c => [[1]]}', "{Integer => Float, 'x' => /y/}"]
add(HASHES, fmts('hspa', ['', '#', '(', '[', ' ', '-', '#(', '#['], ('', '4')))
add(['{a => 1}'], fmts('dxAtH', ['']))
# Iterators through the default formats
add(['[1, 2, 3].reverse_each', '[[1], 2].reverse_each'], ['default', "'%p'", "'%(a'", "'%s'"])
# Defaults
add(['10', "'a'", '1.5', '[1.5, 2.0, 0.1]', "{a => 1e20}", "[1, 'b', undef, default, [true]]", 'undef', 'default',
     "{'x' => {'y' => 'z'}}", 'Integer[1, 3]', "Binary('aGVsbG8=')", '[Integer, String[1]]', "Sensitive('x')",
     '-0.0', '1e-5', "['x\\ny', \"t\\tb\"]", "[\"a\\u{1}b\"]", "['$x', '\\\\']"], ['default'])

# Format maps
MAPS = [
    "{Integer => '%x'}",
    "{Numeric => '%.3f', Integer => '%x'}",
    "{Numeric => '%.3f'}",
    "{Integer[default, -1] => '%d', Integer[0, default] => '%#x'}",
    "{Array => {format => '%(a', separator => ';'}}",
    "{Array => {format => '%a', string_formats => {Integer => '%#x'}}}",
    "{Array => {format => '%[a', separator => ' | ', string_formats => {String => '%u', Any => '%s'}}}",
    "{Hash => {format => '%h', separator => '; ', separator2 => ': '}}",
    "{Hash => {format => '%#h', separator => ';'}}",
    "{Hash => {format => '%{h', string_formats => {String => '%s'}}}",
    "{Variant[String, Integer] => '%#x'}",
    "{Optional[Integer] => '%#x'}",
    "{Array[Any, 0, 2] => '%(a', Array[Any, 3] => '%[a'}",
    "{Tuple[Integer, Integer] => '%<a'}",
    "{Struct[{a => Integer}] => '%(h'}",
    "{String => '%#p'}",
    "{String[3] => '%u', String => '%d'}",
    "{Enum['a', 'b'] => '%u', Pattern[/c/] => '%#s', String => '%p'}",
    "{Scalar => '%p'}",
    "{Any => '%p'}",
    "{Float => '%.1e', Integer => '%05d'}",
    "{Boolean => '%y', Undef => '%n', Default => '%D'}",
    "{Array => '%(a', Hash => '%(h'}",
    "{Array => {format => '%#a', separator => ','}}",
    "{Hash => {format => '%#h', string_formats => {Integer => '%x'}}}",
    "{Collection => '%(a'}",
    "{Regexp => '%#s', Type => '%#s'}",
    "{Array => {format => '%#3a'}}",
    "{Type => '%#s'}",
    "{Type => '%d'}",
    "{Type[Integer] => '%#s', Object => '%d'}",
    "{Tuple => {format => '%[a', separator => ';', string_formats => {Boolean => '%y'}}}",
    "{Array => {format => '%a', string_formats => {Numeric => '%#p'}}, Any => '%5p'}",
    "{Tuple => {format => '%a', string_formats => {Any => '%#s', Scalar => '%p'}}}",
    "{Array => '%(a', Tuple => '%<a', Struct => '%(h'}",
    "{Collection => {format => '%a', string_formats => {Integer => '%x'}}}",
]
MAP_VALUES = ['10', '-3', "'abc'", "'ccc'", '1.25', '[1, 2]', '[1, 2, 3, 4]', "[1, 'a', [2, 'b']]", "{a => 1, b => 'x'}",
              "{a => [1, 2], 'b' => {c => 'd'}}", "[{a => 1}]", "[true, undef, default]", "[/x/, Integer]", "[1.5, [2.5]]", 'Integer', 'Enum[a]']
add(MAP_VALUES, MAPS)
# Format argument errors
add(['10'], ["''", "'%5.2.1d'", "'%-5-d'", "'%[(d'", "'x'", "'%5d  '", "{Integer => 3}", "{'a' => '%d'}", '1',
             "{Integer => {separator => '-'}}", "{Array => {format => '%a', foo => 1}}", "'%  d'", "'%00d'", "'%[d'", "'%{d'",
             "'%(x'", "'%|5d'", "'%<x'"])
add(['[1]'], ["{Array => {separator => '-'}}", "'%[a'", "'% a'", "'%#(a'"])
# Alternate form with widths (sequences broken onto lines)
add(['[1, 2, 3, 4, 5]', "['aaa', 'bbb', 'ccc']", '[[1, 2, 3], [4, 5], 6, 7]', '[1, [2], 3]', '[[1], 2, 3, [4]]',
     "[{a => 1}, {b => 2}, 3]", "{a => [1, 2], b => 3}", "[1, [2, [3, [4, 5]]]]", "['a', ['bb', 'cc'], 'ddd', 'eeee']"],
    ["'%#a'", "'%#1a'", "'%#2a'", "'%#5a'", "'%#9a'", "'%#(3a'", "{Array => {format => '%#4a', separator => ' ;'}}",
     "{Array => '%#3a', Hash => '%#h'}", "{Array => '%#3a', Hash => '%h'}"])

# Formats with text on other lines (Ruby's ^ and $ match at line breaks)
add(['1', '65', '1.5', "'abc'", 'true', 'undef', '/x/', 'Integer', "Binary('aGk=')", '[1, 2]', "Sensitive(1)"],
    ['"%5d\\n"', '"\\n%s"', '"a\\n%x\\nb"', '"s\\n%s\\n"', '"p\\n%p\\n"', '"c\\n%c\\nc"', '"%d\\n%x"', '"x%d\\ny"',
     '"a%\\n%d"', '"uu\\n%#u\\n"', '"%%\\n%-4p"'])
add(['[1, 2]'], ["{Array => {format => \"\\n%(a\\n\", string_formats => {Integer => \"<\\n%x\"}}}"])
add(['Timespan(66)', 'Timestamp(66)'], ['"c\\n% 05.1c\\ns"', '"d\\n%d\\n"'])


TO_STRING = ['1', '-5', "'a'", 'undef', 'true', 'false', 'default', '1.5', '1e20', '1.0e-5', '0.1', '-0.0', '3.0',
             '1e15', '1.5e15', '1234567890123456.0', '1000000000000000.2', '100000000000000.0', '0.0001', '123456789012345680.0',
             '/re/', '/a\\/b/', 'Integer[1, 10]', 'Hash[String, Integer]', "Struct[{'a' => Integer}]", "Enum['a', 'b']",
             "Notify['x']", 'Class[foo]', "Sensitive('x')", 'Timespan(3600.5)', 'Timestamp(0)', "SemVer('1.2.3')",
             "SemVerRange('>=1.0.0')", "Binary('aGVsbG8=')", '[1, 2].reverse_each',
             "[1, 'a', undef, 1.5, true, default, /re/, Integer[1, 2], {a => undef, 'b c' => [1]}]",
             "{1 => 2, [1] => {x => y}}", '[[]]', '{}', '[{}]', "[{a => []}]", '["x\\ny"]', "{'k' => \"t\\tb\"}",
             "[Sensitive(1), SemVer('1.0.0'), Binary('aGVsbG8='), Timespan(1)]"]


# sprintf: (format, arguments)
SPRINTF = [
    ("'%s'", ["'a'", "'b'"]), ("'plain'", []), ("'%<a>s-%<b>s'", ["{a => 1, b => 2}"]),
    ("'%2$s %1$s'", ["'world'", "'hello'"]), ("'%<n>05.1f'", ["{n => 2.25}"]), ("'%.2f'", ["'3.14159'"]),
    ("'%x'", ["'255'"]), ("'%d'", ["'0x1f'"]), ("'%y'", ['1']), ("'%d'", ["'abc'"]), ("'%s %s'", ["'a'"]),
    ("'%s|%p'", ["[/a/, default, 1e20, 'é', \"x\\ny\", undef]", '[/a/]']),
    ("'%s|%p'", ["{'a' => [1, undef], 2 => default}", "{'b' => 1.5}"]),
    ("'%s|%p'", ["Sensitive('x')", "Sensitive('y')"]), ("'%s|%p'", ['Timespan(1)', "SemVer('1.0.0')"]),
    ("'%s|%p'", ["Binary('aGVsbG8=')", "Binary('aGVsbG8=')"]), ("'%s|%p'", ['true', 'false']),
    ("'%s|%p'", ['1.5', '2.0']), ("'%s|%p'", ["Notify['x']", "[Notify['x']]"]), ("'%s|%p'", ["Class['foo']", "[Class['foo']]"]),
    ("'%s'", ["[Sensitive('x')]"]), ("'%5.1s|%-4s|'", ["'abc'", "'é'"]), ("'%c%c'", ['65', "'B'"]),
    ("'%d'", ['1.9']), ("'%x'", ['-1.9']), ("'%f'", ['5']), ("'%<x>s %<y>d'", ["{'x' => 'v', 'y' => 42}"]),
    ("'%{x}-%{y}'", ["{'x' => 'v', 'y' => [1]}"]), ("'%s'", ['Integer[1, 2]']), ("'%s %s'", ['/x/', 'default']),
    ("'%s|%p'", ['Timestamp(0)', "[Timespan(1), SemVer('1.0.0'), Binary('aGVsbG8='), Sensitive(1)]"]),
    ("'%s|%p'", ["[[1, 'a'], {}]", "{'a' => {'b' => /x/}}"]),
    ("'%-+5d|% 05.1f|%#o|%e'", ['3', '2.25', '8', '12345.678']), ("'%d'", ['true']), ("'%f'", ['undef']),
    ("'%d'", ['undef']), ("'%d'", ['[1]']), ("'%f'", ["'abc'"]), ("'%<z>s'", ["{'x' => 1}"]), ("'%d'", ['default']),
    ("'%d'", ['/x/']), ("'%d'", ['Integer']), ("'%c'", ["'ab'"]), ("'%*d'", ["'5'", '1']), ("'%*d|%-*d|'", ['5', '1', '-4', '2']),
    ("'%d'", ['Timespan(2)']), ("'%f'", ['Timespan(2)']), ("'%d'", ["Sensitive(1)"]), ("'%s'", ['undef']),
    ("'%p'", ['undef']), ("'%s'", ["[1, 2].reverse_each"]), ("'%.3e|%G|%a'", ['0.000123456', '1e-10', '1.0']),
    ("'%08.3f|%+x|%#b|%o'", ['-3.14159', '255', '5', '-8']), ("'%s'", ["{}"]), ("'%-10p|'", ["'q'"]),
    ("'%.1f %.1f %.2f %.0f'", ['0.35', '0.45', '2.675', '2.5']), ("'%s'", ["\"tab\\there\""]), ("'%p'", ["\"tab\\t\\u{1}\""]),
    ("'%<a>s %s'", ["{a => 1}"]), ("'%s %<a>s'", ["{a => 1}", '2']), ("'%1$s %<a>s'", ["{a => 1}"]), ("'100%%'", []),
    ("'%'", []), ("'%5'", ['1']), ("'%-%'", []), ("'%s'", ["{'a b' => 'c'}"]), ("'%c'", ['128512']),
]


def puppet_error(msg):
    m = re.search(r'Error while evaluating a Function Call, (.*?)(?: \(file: [^)]*\))?(?: on node .*)?$', msg, re.S)
    if m:
        return m.group(1)
    m = re.search(r'Evaluation Error: (.*?)(?: \(file: [^)]*\))?(?: on node .*)?$', msg, re.S)
    return m.group(1) if m else msg


HERE = os.path.dirname(os.path.abspath(__file__))


def row(*fields):
    return '\t'.join(escape(f) for f in fields) + '\n'


def run(programs):
    """Runs each program through Puppet; returns the decoded notice or 'ERROR: ' + error."""
    with tempfile.TemporaryDirectory() as tmp:
        paths = []
        for i, prog in enumerate(programs):
            path = os.path.join(tmp, 'c%05d.pp' % i)
            with open(path, 'w') as fh:
                fh.write(prog + '\n')
            paths.append(path)
        out = subprocess.run(DRIVER + ['-'], input='\n'.join(paths), capture_output=True, text=True).stdout
    results = {}
    for line in out.splitlines():
        r = json.loads(line)
        results[os.path.basename(r['file'])] = r
    res = []
    for i in range(len(programs)):
        r = results['c%05d.pp' % i]
        if r['status'] == 'ok':
            res.append(base64.b64decode(r['notices'][0]).decode('utf-8', 'surrogateescape'))
        else:
            res.append('ERROR: ' + puppet_error(r['error']).replace('\n', ' '))
    return res


def main(targets):
    here = os.path.join(HERE, '..', 'display', 'testdata')
    if 'sprintf' in targets:
        res = run(["notice(String(Binary(sprintf(%s), '%%s')))" % ', '.join([f] + args) for f, args in SPRINTF])
        with open(os.path.join(here, 'sprintf.golden'), 'w', errors='surrogateescape') as fh:
            for (f, args), r in zip(SPRINTF, res):
                fh.write(row(f, json.dumps(args), r))
    if 'tostring' in targets:
        res = run(['$v = %s\nnotice(String(Binary("${v}", \'%%s\')))' % v for v in TO_STRING])
        with open(os.path.join(here, 'tostring.golden'), 'w', errors='surrogateescape') as fh:
            for v, r in zip(TO_STRING, res):
                fh.write(row(v, r))
    if 'string' in targets:
        res = run(["notice(String(Binary(String(%s, %s), '%%s')))" % (v, f) for v, f in CASES])
        with open(os.path.join(here, 'string.golden'), 'w', errors='surrogateescape') as fh:
            for (v, f), r in zip(CASES, res):
                fh.write(row(v, f, r))


if __name__ == "__main__":
    import sys
    main(sys.argv[1:] or ['string', 'tostring', 'sprintf'])
