#!/usr/bin/env ruby
# Puppet's command line on the Puppet library of the ruby that runs it:
#
#   ruby scripts/puppet.rb apply --color=false FILE.pp
#
# The recorders that need a Puppet subcommand (apply, lookup, generate)
# run it so, through the same ruby and Puppet library as the reference
# driver and every other recorder, never a `puppet` command found
# elsewhere (see internal/golden/doc.go).
require 'puppet/util/command_line'
Puppet::Util::CommandLine.new('puppet', ARGV).execute
