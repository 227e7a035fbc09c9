# Records what Ruby's Base64 decoders (as Puppet's Binary.new uses them for
# the formats %b, %u and %B) make of assorted strings, as a golden table
# (see internal/golden) for binary_test.go:
#
#   ruby testdata/ruby_base64.rb > testdata/ruby_base64.golden
#
# A row is FORMAT, the text, and the decoded bytes in decimal, separated
# by spaces, or "ERROR: message" when Ruby rejects the text.
require 'base64'
require_relative '../../../../scripts/golden'

inputs = ['', 'A', 'AQ', 'AQI', 'AQID', 'AQ==', 'AQ=', 'A===', 'AQI=', 'AR==', 'AQJ=', 'A=Q', 'AB=C', 'AQID====',
          'AQ==AQID', 'YW Jj', "YW\nJj", "QUJDREVG\n", "QUJD\r\nREVG", 'Y!W#Jj', 'AQ-_', 'AQ+/', '-_-_', '____',
          'w7w=', 'w7w', '////', '++++', 'ab*cd', '=', '==', 'QUJD=REVG']

DECODERS = {
  'b' => ->(s) { Base64.decode64(s + ('=' * (s.length % 3))) },
  'u' => ->(s) { Base64.urlsafe_decode64(s) },
  'B' => ->(s) { Base64.strict_decode64(s) }
}.freeze

puts '# FORMAT<TAB>TEXT<TAB>BYTES: %b is Base64.decode64 of the text padded with',
     "# '=' to a multiple of three, %u Base64.urlsafe_decode64, %B Base64.strict_decode64."
DECODERS.each do |format, decode|
  inputs.each do |s|
    result = begin
      decode.call(s).bytes.join(' ')
    rescue ArgumentError => e
      "ERROR: #{e.message}"
    end
    puts Golden.row(format, s, result)
  end
end
