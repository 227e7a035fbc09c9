#!/usr/bin/env ruby
# Compiles a manifest with Puppet (as `puppet apply` would, without
# applying anything) and prints the catalog as Puppet's catalog JSON
# (Puppet::Resource::Catalog#to_data_hash), for comparing prepl's
# `--catalog json` with Puppet's resource by resource.
#
# Usage: ruby scripts/puppet-catalog.rb [options] [FILE.pp]
#   --modulepath DIRS   module directories, ':'-separated
#   --environment DIR   an environment directory (environment.conf,
#                       modules/, manifests/); its main manifest is the
#                       program unless FILE, -e or --class is given
#   --facts FILE        the node's facts (JSON or YAML; default none)
#   --node NAME         the node name (default conformance.example.com)
#   -e CODE             the program as text
#   --class NAME        the program `include NAME`
#   --messages          print {"notices": [...], "error": "..."} as one
#                       JSON line instead of the catalog
# Unknown variables are errors (strict_variables), as in prepl.
require 'json'
require 'yaml'
require 'tmpdir'
require 'optparse'

opts = { node: 'conformance.example.com', modulepath: [] }
OptionParser.new do |o|
  o.on('--modulepath DIRS') { |v| opts[:modulepath] = v.split(':').map { |d| File.expand_path(d) } }
  o.on('--environment DIR') { |v| opts[:environment] = File.expand_path(v) }
  o.on('--facts FILE') { |v| opts[:facts] = v }
  o.on('--node NAME') { |v| opts[:node] = v }
  o.on('-e CODE') { |v| opts[:code] = v }
  o.on('--class NAME') { |v| opts[:code] = "include #{v}" }
  o.on('--messages') { opts[:messages] = true }
end.parse!
file = ARGV[0]

tmp = Dir.mktmpdir('puppet-catalog-')
at_exit { require 'fileutils'; FileUtils.rm_rf(tmp) }
%w[conf var code code/environments log run].each { |d| Dir.mkdir(File.join(tmp, d)) }
require 'puppet'
envpath = opts[:environment] ? File.dirname(opts[:environment]) : File.join(tmp, 'code', 'environments')
Puppet.initialize_settings([
  '--confdir', File.join(tmp, 'conf'), '--vardir', File.join(tmp, 'var'),
  '--codedir', File.join(tmp, 'code'), '--logdir', File.join(tmp, 'log'),
  '--rundir', File.join(tmp, 'run'), '--environmentpath', envpath,
])
Puppet[:strict_variables] = true
Puppet::Util::Log.close_all
# Log messages are collected, not printed: stdout carries the document.
logs = []
Puppet::Util::Log.newdesttype(:collect) do
  def handle(msg) = Thread.current[:puppet_catalog_logs] << msg
end
Thread.current[:puppet_catalog_logs] = logs
Puppet::Util::Log.newdestination(:collect)

facts = {}
if opts[:facts]
  text = File.read(opts[:facts])
  facts = opts[:facts].end_with?('.json') ? JSON.parse(text) : YAML.safe_load(text)
end

if opts[:environment]
  name = File.basename(opts[:environment])
  env = Puppet.lookup(:environments).get!(name)
  env = Puppet::Node::Environment.create(name.to_sym, opts[:modulepath], env.manifest) unless opts[:modulepath].empty?
else
  env = Puppet::Node::Environment.create(:production, opts[:modulepath], '')
end
Puppet[:code] = opts[:code] if opts[:code]
Puppet[:code] = File.read(file) if file && !opts[:code]
env = env.override_with(manifest: File.expand_path(file)) if file && !opts[:code]
Puppet[:code] = '' if file

result = { 'notices' => [] }
catalog = nil
begin
  # An environment directory keeps Puppet's own environment loader, which
  # knows its environment.conf and its Hiera layer.
  overrides = { current_environment: env }
  overrides[:environments] = Puppet::Environments::Static.new(env) unless opts[:environment] && opts[:modulepath].empty?
  Puppet.override(overrides) do
    node = Puppet::Node.new(opts[:node], environment: env, facts: Puppet::Node::Facts.new(opts[:node], facts))
    node.merge(facts)
    catalog = Puppet::Parser::Compiler.compile(node)
  end
rescue StandardError, SystemStackError => e
  result['error'] = e.message
end
logs.each do |l|
  result['notices'] << l.message if l.level == :notice
  (result['warnings'] ||= []) << l.message if l.level == :warning
end
if opts[:messages]
  puts JSON.generate(result)
elsif catalog
  puts JSON.pretty_generate(catalog.to_data_hash)
else
  warn "Error: #{result['error']}"
  exit 1
end
