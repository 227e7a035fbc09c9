# A 3.x function that shows how its arguments arrive.
module Puppet::Parser::Functions
  newfunction(:demo_args, :type => :rvalue) do |args|
    args.inspect
  end
end
