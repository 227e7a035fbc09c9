# Records what Puppet 7 prints for each program in cases/: writes
# cases/NAME.out with one line per notice, "!warning MESSAGE" per
# warning, and "!error MESSAGE" when the compilation fails. Messages are
# reduced to their core: Puppet's "Evaluation Error: Error while
# evaluating a ..., " and "Compiler failed with error ...: " wrappers,
# the position suffixes and " on node N" are removed, file paths are
# written as base names, Ruby objects' addresses as 0x…, and line breaks
# inside a message as \n.
#
#   ruby record_cases.rb            # every case
#   ruby record_cases.rb cases/x.pp # some
require 'json'
require 'tmpdir'

NODE_NAME = 'conformance.example.com'
dir = Dir.mktmpdir('catalog-cases-')
at_exit { require 'fileutils'; FileUtils.rm_rf(dir) }
%w[conf var code code/environments log run].each { |d| Dir.mkdir(File.join(dir, d)) }
require 'puppet'
Puppet.initialize_settings([
  '--confdir', File.join(dir, 'conf'), '--vardir', File.join(dir, 'var'),
  '--codedir', File.join(dir, 'code'), '--logdir', File.join(dir, 'log'),
  '--rundir', File.join(dir, 'run'),
  '--environmentpath', File.join(dir, 'code', 'environments'),
])
Puppet[:strict_variables] = true
require 'puppet/test/test_helper'
messages = []
Puppet::Util::Log.close_all
Puppet::Util::Log.newdestination(Puppet::Test::LogCollector.new(messages))
Puppet::Util::Log.level = :notice

def core(msg, file)
  m = msg.dup
  m.gsub!(File.expand_path(file), File.basename(file))
  m.sub!(/ on node \S+\z/, '')
  m.gsub!(/:0x\h{8,16}\b/, ':0x…') # a Ruby object's address, as golden.Normalize writes it
  m.sub!(/\A(Puppet::[A-Za-z:]+: )/, '')
  m.sub!(/\ACould not parse for environment \w+: /, '')
  m.sub!(/\APuppet::Parser::Compiler failed with error \w+: /, '')
  loop do
    break unless m.sub!(/\A(Evaluation Error: |Error while evaluating an? [^,]+, )/, '')
  end
  m.gsub!(/ \((file: [^)]*, )?line: \d+(, column: \d+)?\)(?= on |\z)/, '')
  loop do
    break unless m.sub!(/ \((file: [^)]*, )?line: \d+(, column: \d+)?\)\z/, '')
  end
  m
end

files = ARGV.empty? ? Dir[File.join(__dir__, 'cases', '*.pp')].sort : ARGV
files.each do |file|
  messages.clear
  error = nil
  begin
    env = Puppet::Node::Environment.create(:production, [], File.expand_path(file))
    Puppet.override(:environments => Puppet::Environments::Static.new(env), :current_environment => env) do
      node = Puppet::Node.new(NODE_NAME, :environment => env, :facts => Puppet::Node::Facts.new(NODE_NAME, {}))
      Puppet::Parser::Compiler.compile(node)
    end
  rescue StandardError => e
    error = core(e.message, file)
  end
  lines = []
  messages.each do |m|
    if m.level == :notice && m.source.to_s.start_with?('Scope(')
      lines << m.message.to_s
    elsif m.level == :warning
      lines << '!warning ' + core(m.message.to_s, file)
    end
  end
  lines << '!error ' + error if error
  File.write(file.sub(/\.pp\z/, '.out'), lines.map { |l| l.gsub("\n", '\n') + "\n" }.join)
end
