#!/usr/bin/env ruby
# Records what Puppet 7 prints for the :lookup commands of
# lang/testdata/lookup.txt (a case file, see internal/golden), in the
# fixture control repository lang/hiera/testdata/controlrepo: environment
# production, the global hiera.yaml, node testnode with the facts that
# lang's hiera tests give it, and the top-scope variables of their prelude.
#
# usage: ruby scripts/record-lookup.rb      (needs Puppet 7: apt-get install puppet)
#
# A command with --explain runs `puppet lookup --explain` (the same ruby and
# Puppet library, through Puppet's command line); its output is recorded as
# printed, the repository's directory written <repo>. A command without it
# records the value as `puppet apply` gives it to notice(String(v, '%p')),
# from lookup(KEY, {merge => MERGE}) compiled with the prelude, as
# scripts/record-hiera.rb compiles its cases. A failure is a last line
# "ERROR: message" without position and wrapper prefixes. Each case keeps
# its "+++" part: where prepl prints something else on purpose, that part
# says why and what.
require 'json'
require 'open3'
require 'rbconfig'
require 'tmpdir'
require 'yaml'
require_relative 'golden'
require_relative 'puppet_fixture'

ROOT = File.expand_path('..', __dir__)
CASES = File.join(ROOT, 'lang', 'testdata', 'lookup.txt')
REPO = File.join(ROOT, 'lang', 'hiera', 'testdata', 'controlrepo')
NODE = 'testnode'
# The facts of lang/hiera_test.go's sessions, and what a node of that name
# has besides (Puppet takes trusted.certname from clientcert).
FACTS = { 'role' => 'web', 'os' => { 'family' => 'Debian' }, 'osfamily' => 'Debian' }.freeze
NODE_FACTS = { 'clientcert' => NODE, 'hostname' => NODE, 'domain' => 'example.com', 'fqdn' => "#{NODE}.example.com" }.freeze
# The prelude's top-scope variables ($topvar, $dcs).
PRELUDE = { 'topvar' => 'T', 'dcs' => %w[dc1 dc2] }.freeze

# core strips what golden.Normalize strips from a message.
def core(msg)
  msg = msg.sub(/\A(Error: )?(Could not run: )?/, '').sub(/\AEvaluation Error: /, '')
  msg = msg.sub(/\AError while evaluating a [^,]+, /, '')
  msg = msg.sub(/ on node \S+\z/, '').gsub(/ \((file: [^)]*|line: [^)]*)\)/, '')
  msg.lines.first.to_s.strip
end

# parse splits a :lookup command into its key, merge strategy and whether
# it explains.
def parse(code)
  words = code.split
  raise "not a :lookup command: #{code}" unless words.shift == ':lookup'
  key = merge = nil
  explain = false
  until words.empty?
    w = words.shift
    case w
    when '--explain' then explain = true
    when '--merge' then merge = words.shift
    else key = w
    end
  end
  [key, merge, explain]
end

def command_line(tmp, key, merge, explains)
  facts = File.join(tmp, 'facts.yaml')
  File.write(facts, YAML.dump(FACTS.merge(NODE_FACTS).merge(PRELUDE)))
  args = ['lookup', '--confdir', tmp, '--vardir', tmp, '--codedir', tmp, '--logdir', tmp, '--rundir', tmp,
          '--environmentpath', File.join(REPO, 'environments'), '--environment', 'production',
          '--hiera_config', File.join(REPO, 'global', 'hiera.yaml'), '--color', 'false',
          '--node', NODE, '--facts', facts]
  args << '--explain' if explains
  args += ['--merge', merge] if merge
  args << key if key
  out, err, status = Open3.capture3(RbConfig.ruby, '-rpuppet/util/command_line', '-e',
                                    "Puppet::Util::CommandLine.new('puppet', ARGV).execute", *args)
  lines = out.gsub(REPO, '<repo>').lines(chomp: true)
  lines << "ERROR: #{core(err)}" unless status.success?
  lines
end

def value(key, merge)
  require 'puppet'
  require 'puppet/test/test_helper'
  messages = []
  Puppet::Util::Log.close_all
  Puppet::Util::Log.newdestination(Puppet::Test::LogCollector.new(messages))
  Puppet::Util::Log.level = :notice
  code = PRELUDE.map { |k, v| "$#{k} = #{v.inspect.tr('"', "'")}\n" }.join
  call = merge ? "lookup('#{key}', { 'merge' => '#{merge}' })" : "lookup('#{key}')"
  error = nil
  begin
    envs = Puppet::Environments::Directories.new(File.join(REPO, 'environments'), [])
    env = envs.get!('production')
    Puppet.override(environments: envs, current_environment: env) do
      Puppet[:code] = code + "notice(String(#{call}, '%p'))\n"
      node = Puppet::Node.new(NODE, environment: env, facts: Puppet::Node::Facts.new(NODE, FACTS.dup))
      node.merge(FACTS.merge('clientcert' => NODE))
      trusted = Puppet::Context::TrustedInformation.local(node)
      node.trusted_data = trusted.to_h
      Puppet.override(trusted_information: trusted) { Puppet::Parser::Compiler.compile(node) }
    end
  rescue StandardError => e
    error = core(e.message)
  end
  lines = messages.select { |m| m.level == :notice && m.source.to_s.start_with?('Scope(') }.map { |m| m.message.to_s }
  lines << "ERROR: #{error}" if error
  lines
end

tmp = Dir.mktmpdir('record-lookup-')
at_exit { require 'fileutils'; FileUtils.rm_rf(tmp) }
settings = false
cases = Golden.read_cases(CASES)
cases.each do |c|
  key, merge, explains = parse(c.code)
  if explains || key.nil? || (merge && !%w[first unique hash deep].include?(merge))
    c.expect = command_line(tmp, key, merge, explains)
  else
    unless settings
      start_puppet(tmp, REPO, NODE)
      settings = true
    end
    c.expect = value(key, merge)
  end
  warn "#{c.name}: #{c.expect.length} lines"
end
Golden.write_cases(CASES, cases)
