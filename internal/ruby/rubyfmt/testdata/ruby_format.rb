# Runs Kernel#format over the cases read as JSON lines from the file named
# by the first argument (or stdin) and prints each case as a row of a
# golden table (the format of prepl/internal/golden): the format, the
# arguments as JSON and Ruby's output or "ERROR: " and its message,
# separated by tabs, escaped as scripts/golden.rb does. Used to make
# format_cases.golden and by the differential test in ../ruby_test.go.
#
# A case is {"f": format, "a": [arg...]}; an arg is {"i": "decimal"},
# {"f": "float64 bits in hex"}, {"s": "string"} or {"h": {name: arg}}.
require 'json'
require_relative '../../../../scripts/golden'

def decode(a)
  if a.key?('i') then Integer(a['i'])
  elsif a.key?('f') then [a['f'].to_i(16)].pack('Q>').unpack1('G')
  elsif a.key?('s') then a['s']
  elsif a.key?('h') then a['h'].map { |k, v| [k.to_sym, decode(v)] }.to_h
  end
end

ARGF.each_line do |line|
  c = JSON.parse(line)
  begin
    result = format(c['f'], *c['a'].map { |a| decode(a) })
  rescue ArgumentError, KeyError, TypeError, RangeError => e
    result = "ERROR: #{e.message}"
  end
  puts Golden.row(c['f'], JSON.generate(c['a']), result)
end
