# Asks Puppet (the reference implementation) how it parses Puppet snippets.
#
# Usage: ruby oracle.rb [--epp] < snippets.json > answers.json
#
# The input is a JSON array of source strings. The output is a JSON array with
# one object per snippet: {"pn": "..."} with the PN dump of the validated parse
# result (as `puppet parser dump --format pn --validate` prints it), or
# {"error": "...", "line": L, "column": C} with the first parse or validation
# error. Line and column are null when Puppet reports none (end of input).
require 'json'
require 'puppet'
Puppet.initialize_settings(['--confdir', '/tmp/oracle-conf', '--vardir', '/tmp/oracle-var'])
require 'puppet/pops'
require 'puppet/pops/pn'

epp = ARGV.include?('--epp')
snippets = JSON.parse($stdin.read)
answers = snippets.map do |src|
  parser = epp ? Puppet::Pops::Parser::EvaluatingParser::EvaluatingEppParser.new : Puppet::Pops::Parser::EvaluatingParser.new
  begin
    result = parser.parse_string(src, nil)
    out = +''
    Puppet::Pops::Model::PNTransformer.transform(result).format(nil, out)
    { 'pn' => out }
  rescue Puppet::ParseErrorWithIssue => e
    # The JSON checker quotes the json gem's message, which some versions
    # of the gem start with a line of their own source ("859: unexpected
    # token"); it is left out so that the answer does not depend on them.
    { 'error' => e.basic_message.sub(/(Cannot parse invalid JSON string\. ")\d+: /, '\\1'), 'line' => e.line, 'column' => e.pos }
  rescue Puppet::ParseError => e
    { 'error' => Exception.instance_method(:to_s).bind(e).call, 'line' => e.line, 'column' => e.pos }
  rescue StandardError => e
    { 'error' => "#{e.class}: #{e.message}", 'line' => nil, 'column' => nil, 'internal' => true }
  end
end
puts JSON.pretty_generate(answers)
