# Runs the conformance reference driver (puppet_ref.rb) with Puppet's
# once-per-process warnings forgotten before each program, so that every
# program reports the deprecation warnings it causes itself.
require 'puppet'

module ForgetWarningsBeforeCompile
  def compile(*args, **kwargs, &block)
    Puppet.clear_deprecation_warnings
    super
  end
end
Puppet::Parser::Compiler.singleton_class.prepend(ForgetWarningsBeforeCompile)

load ARGV.shift
