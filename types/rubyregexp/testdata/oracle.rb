# Computes the expected results of rubyregexp's golden tests with Ruby,
# the reference: reads a JSON array of cases on stdin and writes a golden
# table (see internal/golden) of them, one row a case: op, pattern,
# options, input, repl, limit and, last, Ruby's result as JSON. Run by
# `go test -update`.
#
# A case is {"op", "pattern", "options", "input", "repl", "limit"}:
#   op "match": the leftmost match, as byte offsets per group
#   op "scan":  every match of String#scan, as byte offsets per group
#   op "sub", "gsub": the result of String#sub/#gsub with repl
#   op "split": String#split(regexp, limit)
# A pattern Ruby rejects gives {"error": message}; a case Ruby cannot
# finish in 5 seconds (Onigmo loops forever on some patterns) gives
# {"skip": reason}.
require 'json'
require 'timeout'
require_relative '../../../scripts/golden'

def byte_offsets(str, m)
  (0...m.size).map do |i|
    b, e = m.offset(i)
    b.nil? ? nil : [str[0...b].bytesize, str[0...e].bytesize]
  end
end

def flags(opts)
  f = 0
  f |= Regexp::IGNORECASE if opts.include?('i')
  f |= Regexp::EXTENDED if opts.include?('x')
  f |= Regexp::MULTILINE if opts.include?('m')
  f
end

def run(c)
  re = begin
    Regexp.new(c['pattern'], flags(c['options'] || ''))
  rescue RegexpError => e
    return { 'error' => e.message }
  end
  s = c['input']
  case c['op']
  when 'match'
    m = re.match(s)
    { 'match' => m && byte_offsets(s, m) }
  when 'scan'
    all = []
    s.scan(re) { all << byte_offsets(s, $~) }
    { 'scan' => all }
  when 'sub', 'gsub'
    { 'result' => s.send(c['op'], re, c['repl'] || '') }
  when 'split'
    { 'split' => s.split(re, c['limit'] || 0) }
  else
    raise "unknown op #{c['op']}"
  end
rescue IndexError, RuntimeError => e
  { 'replace_error' => e.message }
end

$stderr.reopen(File::NULL) # warnings about odd but valid patterns
cases = JSON.parse($stdin.read)
puts '# op, pattern, options, input, repl, limit: what Ruby gives (see testdata/oracle.rb).'
cases.each do |c|
  want = begin
    Timeout.timeout(5) { run(c) }
  rescue Timeout::Error
    { 'skip' => 'Ruby does not finish' }
  end
  puts Golden.row(c['op'], c['pattern'], c['options'], c['input'], c['repl'], c['limit'] || 0, want.to_json)
end
