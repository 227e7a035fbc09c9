# Prints what Ruby's Base64 decoders (as Puppet's Binary.new uses them for
# the formats %b, %u and %B) make of assorted strings, as the expectations
# of new_binary_test.go:
#
#   ruby testdata/ruby_base64.rb > testdata/ruby_base64.json
require 'base64'
require 'json'

inputs = ['', 'A', 'AQ', 'AQI', 'AQID', 'AQ==', 'AQ=', 'A===', 'AQI=', 'AR==', 'AQJ=', 'A=Q', 'AB=C', 'AQID====',
          'AQ==AQID', 'YW Jj', "YW\nJj", "QUJDREVG\n", "QUJD\r\nREVG", 'Y!W#Jj', 'AQ-_', 'AQ+/', '-_-_', '____',
          'w7w=', 'w7w', '////', '++++', 'ab*cd', '=', '==', 'QUJD=REVG']

def bytes_of
  yield.bytes
rescue ArgumentError
  nil
end

out = inputs.map do |s|
  { 'input' => s,
    'b' => bytes_of { Base64.decode64(s + ('=' * (s.length % 3))) },
    'u' => bytes_of { Base64.urlsafe_decode64(s) },
    'B' => bytes_of { Base64.strict_decode64(s) } }
end
puts JSON.pretty_generate(out)
