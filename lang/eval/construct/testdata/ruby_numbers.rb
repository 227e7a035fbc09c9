# Records what Ruby's Integer() and Float() make of the strings Puppet's
# Integer.new and Float.new let through (their patterns), as a golden
# table (see internal/golden) for rubynum_test.go:
#
#   ruby testdata/ruby_numbers.rb > testdata/ruby_numbers.golden
#
# A row is "Integer", the string, the radix (0: none given) and the value,
# or "Float", the string and the value; an infinite Float is "Infinity" or
# "-Infinity", and a string Ruby rejects gives "ERROR: message".
require_relative '../../../../scripts/golden'

INTEGER_PATTERN_LENIENT = /\A[+-]?\s*(?:(?:\d+)|(?:0[xX][0-9A-Fa-f]+)|(?:0[bB][01]+))\z/
FLOAT_PATTERN = /\A[+-]?\s*(?:(?:(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE]-?\d+)?)|(?:0[xX][0-9A-Fa-f]+)|(?:0[0-7]+)|(?:0[bB][01]+))\z/

signs = ['', '+', '-', '- ', "-\t"]
spaces = ['', ' ', "\t", "\n", "\v"]
bodies = %w[0 00 7 010 08 17 19 0x1f 0X1F 0xff 0b101 0B11 0b12 0b 0x ff 1.5 0.25 1e5 1e-5 1E5 1.5e-3 0.0 00.5 1e400
            9223372036854775807 9223372036854775808 99999999999999999999 0xFFFFFFFFFFFFFFFFFF]
strings = []
signs.each { |s| spaces.each { |w| bodies.each { |b| strings << w + s + b; strings << s + w + b } } }
strings.uniq!

def attempt
  v = yield
  v.is_a?(Float) && v.infinite? ? (v > 0 ? 'Infinity' : '-Infinity') : v.to_s
rescue ArgumentError, TypeError => e
  "ERROR: #{e.message}"
end

strings.grep(INTEGER_PATTERN_LENIENT).each do |s|
  [nil, 2, 8, 10, 16].each do |r|
    puts Golden.row('Integer', s, r || 0, attempt { r ? Integer(s, r) : Integer(s) })
  end
end
strings.grep(FLOAT_PATTERN).reject { |s| s =~ /\A0[bB]/ || s == '0' }.each do |s|
  puts Golden.row('Float', s, attempt { Float(s) })
end
