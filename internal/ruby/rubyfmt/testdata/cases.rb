# Prints the inputs of format_cases.golden as JSON lines:
#   ruby cases.rb | ruby ruby_format.rb > format_cases.golden
require 'json'

def int(v) = { 'i' => v.to_s }
def flt(v) = { 'f' => [v].pack('G').unpack1('Q>').to_s(16) }
def str(v) = { 's' => v }
def emit(f, *args) = puts(JSON.generate({ 'f' => f, 'a' => args }))

ints = [0, 1, -1, -8, 255, -255, -16, -(2**63), 2**64, -(2**64) + 3]
%w[d i u x X o b B].each do |verb|
  ['', '-6', '+', ' ', '06', '#', '#06', '-#6', '+06'].each do |fw|
    ['', '.0', '.4'].each do |pr|
      ints.each { |v| emit("%#{fw}#{pr}#{verb}", int(v)) }
    end
  end
end

floats = [0.0, -0.0, 1.0, -1.5, 2.5, 0.125, 0.35, 0.45, 2.675, 1.005, 0.25000000000000006,
          1.0e-5, 123456.789, 1.0e20, 1.0e-320, 9.995, 1.7976931348623157e308, 0.1, 1.0 / 3, 9.5]
%w[e E f g G a A].each do |verb|
  ['', '#', '+12', '-12', '012', '# 12'].each do |fw|
    ['', '.0', '.1', '.3'].each do |pr|
      floats.each { |v| emit("%#{fw}#{pr}#{verb}", flt(v)) }
    end
  end
end

# Integers under %f are formatted exactly; strings are converted.
['%f', '%.2f', '%#.0f', '%+10.1f', '%-10.1f|', '% 010.3f'].each do |f|
  [0, 5, -5, 2**70].each { |v| emit(f, int(v)) }
end
['%d', '%x', '%f', '%.3e', '%s', '%5.2s|', '%-5s|', '%c'].each do |f|
  ['0x1f', ' 12 ', '3.25', 'abc', '1_000', '017', '0b101'].each { |v| emit(f, str(v)) }
end
['%c', '%5c', '%-5c|'].each { |f| [65, 233, 0x1F600].each { |v| emit(f, int(v)) } }
['%s', '%10s|', '%-10s|', '%.2s', '%p'].each { |f| ['héllo', ''].each { |v| emit(f, str(v)) } }

# Directive syntax and argument references.
emit('%<a>s-%<b>5.1f', { 'h' => { 'a' => int(1), 'b' => flt(2.25) } })
emit('%{a}|%-6{a}|', { 'h' => { 'a' => str('x') } })
emit('%<a>s', { 'h' => { 'b' => int(1) } })
emit('%<a>s', int(1))
emit('%<a>s', int(1), int(2))
emit('%2$s %1$s', str('world'), str('hello'))
emit('%1$s %s', str('a'), str('b'))
emit('%s %1$s', str('a'), str('b'))
emit('%0$s', str('a'))
emit('%*d|%-*d|', int(5), int(1), int(5), int(2))
emit('%*d|', int(-5), int(1))
emit('%.*f|', int(2), flt(3.14159))
emit('%.*f|', int(-2), flt(3.14159))
emit('%1$*2$d|', int(7), int(4))
emit('%s %s', str('a'))
emit('plain')
emit('100%%')
emit('%')
emit('abc%')
emit('%y', int(1))
emit('%-%')
emit('%5%')
emit('%5')
emit('%-')
emit('%.')
emit('%5-d', int(1))
emit('%.2-d', int(1))
emit('%5.2.3d', int(1))
emit('%5*d', int(1), int(2))
emit('%1$1$s', str('a'))
emit('%<a', { 'h' => {} })
emit('%<a><b>s', { 'h' => { 'a' => int(1) } })
emit("%\n", int(1))
emit('%99999999999d', int(1))
emit('%.99999999999d', int(1))
emit('%s', str("tab\there"))
