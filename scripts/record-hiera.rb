#!/usr/bin/env ruby
# Records what Puppet 7 prints for the Hiera lookups of
# lang/hiera/testdata/lookups.cases, compiled against the fixture control
# repository lang/hiera/testdata/controlrepo, into lookups.golden.
#
# usage: ruby scripts/record-hiera.rb      (needs Puppet 7: apt-get install puppet)
#
# Each case is compiled as `puppet apply --strict_variables` would: in its
# environment, with the global hiera.yaml controlrepo/global/hiera.yaml,
# node name testnode and the facts below, after the prelude. Each golden
# line is the case, a tab, and the outcome: "notice: ..." per notice,
# "warning: ..." per warning (first line), "error: ..." with the error
# stripped of its position and wrapper prefixes; the repository's
# directory is written <repo>, and outcomes are separated by \n.
require 'tmpdir'
require_relative 'golden'
require_relative 'puppet_fixture'

DATA = File.expand_path('../lang/hiera/testdata', __dir__)
REPO = File.join(DATA, 'controlrepo')
PRELUDE = "$topvar = 'T'\n$dcs = ['dc1', 'dc2']\n"
FACTS = { 'role' => 'web', 'os' => { 'family' => 'Debian' }, 'osfamily' => 'Debian' }
NODE = 'testnode'

tmp = Dir.mktmpdir('record-hiera-')
at_exit { require 'fileutils'; FileUtils.rm_rf(tmp) }
start_puppet(tmp, REPO, NODE)
require 'puppet/test/test_helper'
messages = []
Puppet::Util::Log.close_all
Puppet::Util::Log.newdestination(Puppet::Test::LogCollector.new(messages))
Puppet::Util::Log.level = :notice

def core(msg)
  msg = msg.sub(/\AEvaluation Error: /, '').sub(/\AError while evaluating a [^,]+, /, '')
  msg = msg.sub(/ on node \S+\z/, '').sub(/ \((file: [^)]*|line: [^)]*)\)\z/, '')
  msg.strip
end

rows = []
File.readlines(File.join(DATA, 'lookups.cases'), chomp: true).each do |line|
  next if line.empty? || line.start_with?('#')
  envname, code = line.split("\t", 2)
  messages.clear
  Puppet.clear_deprecation_warnings # warn_once is per process; puppet apply is one run per case
  error = nil
  begin
    envs = Puppet::Environments::Directories.new(File.join(REPO, 'environments'), [])
    env = envs.get!(envname)
    Puppet.override(environments: envs, current_environment: env) do
      Puppet[:code] = PRELUDE + code
      node = Puppet::Node.new(NODE, environment: env, facts: Puppet::Node::Facts.new(NODE, FACTS.dup))
      node.merge(FACTS.merge('clientcert' => NODE))
      trusted = Puppet::Context::TrustedInformation.local(node)
      node.trusted_data = trusted.to_h
      Puppet.override(trusted_information: trusted) do
        Puppet::Parser::Compiler.compile(node)
      end
    end
  rescue Exception => e
    raise if e.is_a?(Interrupt)
    error = core(e.message)
  end
  out = []
  messages.each do |m|
    text = m.message.to_s
    if m.level == :notice && m.source.to_s.start_with?('Scope(')
      out << "notice: #{text}"
    elsif m.level == :warning && !text.include?("deprecated in favor of using 'lookup'")
      out << "warning: #{text.lines.first.to_s.strip}"
    end
  end
  out << "error: #{error}" if error
  rows << "#{line}\t#{Golden.escape(out.map { |o| o.gsub(REPO, '<repo>') }.join("\n"))}"
  $stderr.puts rows.last
end
File.write(File.join(DATA, 'lookups.golden'), rows.join("\n") + "\n")
