# A 3.x statement function: logs a warning.
module Puppet::Parser::Functions
  newfunction(:demo_log, :arity => 1) do |args|
    Puppet.warning("demo_log: #{args[0]}")
  end
end
