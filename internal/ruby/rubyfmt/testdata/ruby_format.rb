# Runs Kernel#format over the cases read as JSON lines from the file named
# by the first argument (or stdin) and prints each case back with Ruby's
# output ("o") or error message ("e"). Used to make format_cases.jsonl and
# by the differential test in ../ruby_test.go.
#
# A case is {"f": format, "a": [arg...]}; an arg is {"i": "decimal"},
# {"f": "float64 bits in hex"}, {"s": "string"} or {"h": {name: arg}}.
require 'json'

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
    c['o'] = format(c['f'], *c['a'].map { |a| decode(a) })
  rescue ArgumentError, KeyError, TypeError, RangeError => e
    c['e'] = e.message
  end
  puts JSON.generate(c)
end
