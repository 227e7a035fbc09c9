# Records what Puppet prints for Puppet programs evaluated with a module
# path (puppetlabs-stdlib on it), one compile per program, as JSON lines:
#   {"status": "ok"|"error", "notices": [...], "warnings": [...], "error": msg,
#    "resources": [{"ref": "Package[vim]", "container": "Class[Foo]", "tags": [...]}, ...]}
# where resources lists the catalog's resources other than classes and
# stages, with their container and tags.
#
# usage: ruby record.rb MODULEPATH FACTS.json FILE.pp...
# The Go test runs it (go test ./lang/eval/builtins/stdlib -record) with the
# module path from $STDLIB_MODULEPATH, through the ruby on PATH as every
# recorder runs Puppet (see internal/golden/doc.go).
require 'json'
require 'tmpdir'
require 'fileutils'
require 'puppet'

NODE = 'node.example.com'
modulepath = ARGV.shift.split(':')
facts = JSON.parse(File.read(ARGV.shift))

tmp = Dir.mktmpdir('stdlib-record-')
at_exit { FileUtils.rm_rf(tmp) }
%w[conf var code log run].each { |d| Dir.mkdir(File.join(tmp, d)) }
Puppet.initialize_settings(['--confdir', File.join(tmp, 'conf'), '--vardir', File.join(tmp, 'var'),
                            '--codedir', File.join(tmp, 'code'), '--logdir', File.join(tmp, 'log'),
                            '--rundir', File.join(tmp, 'run')])
Puppet[:color] = false
Puppet[:strict_variables] = true

require 'puppet/test/test_helper'
logs = []
Puppet::Util::Log.close_all
Puppet::Util::Log.newdestination(Puppet::Test::LogCollector.new(logs))
Puppet::Util::Log.level = :notice
$stdout.sync = true

ARGV.each do |file|
  logs.clear
  Puppet.clear_deprecation_warnings
  out = {}
  begin
    env = Puppet::Node::Environment.create(:production, modulepath, File.expand_path(file))
    Puppet.override(environments: Puppet::Environments::Static.new(env), current_environment: env) do
      node = Puppet::Node.new(NODE, environment: env, facts: Puppet::Node::Facts.new(NODE, facts.dup))
      node.merge(facts.dup)
      catalog = Puppet::Parser::Compiler.compile(node)
      out['resources'] = catalog.resources.reject { |r| %w[Class Stage].include?(r.type) }.map do |r|
        { 'ref' => r.ref, 'container' => catalog.container_of(r)&.ref, 'tags' => r.tags.to_a.sort }
      end
    end
    out['status'] = 'ok'
  rescue StandardError, ScriptError => e
    out['status'] = 'error'
    out['error'] = "#{e.class}: #{e.message}"
  end
  out['notices'] = logs.select { |m| m.level == :notice && m.source.to_s.start_with?('Scope(') }.map { |m| m.message.to_s }
  out['warnings'] = logs.select { |m| m.level == :warning }.map { |m| m.message.to_s }
  puts JSON.generate(out)
end
