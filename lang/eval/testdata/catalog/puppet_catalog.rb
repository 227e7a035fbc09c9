# Compiles one manifest with Puppet 7 and prints the catalog as Puppet's
# catalog JSON (Puppet::Resource::Catalog#to_data_hash).
# Usage: ruby puppet_catalog.rb FILE.pp [NODE_NAME]
require 'json'
require 'tmpdir'
file = ARGV[0]
node_name = ARGV[1] || 'conformance.example.com'
tmp = Dir.mktmpdir('puppet-catalog-')
at_exit { require 'fileutils'; FileUtils.rm_rf(tmp) }
%w[conf var code code/environments log run].each { |d| Dir.mkdir(File.join(tmp, d)) }
require 'puppet'
Puppet.initialize_settings([
  '--confdir', File.join(tmp, 'conf'), '--vardir', File.join(tmp, 'var'),
  '--codedir', File.join(tmp, 'code'), '--logdir', File.join(tmp, 'log'),
  '--rundir', File.join(tmp, 'run'),
  '--environmentpath', File.join(tmp, 'code', 'environments'),
])
Puppet[:strict_variables] = true
Puppet::Util::Log.close_all
env = Puppet::Node::Environment.create(:production, [], File.expand_path(file))
Puppet.override(:environments => Puppet::Environments::Static.new(env), :current_environment => env) do
  node = Puppet::Node.new(node_name, :environment => env, :facts => Puppet::Node::Facts.new(node_name, {}))
  catalog = Puppet::Parser::Compiler.compile(node)
  puts JSON.pretty_generate(catalog.to_data_hash)
end
