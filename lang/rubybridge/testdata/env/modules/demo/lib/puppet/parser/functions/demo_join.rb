# A 3.x function: joins its arguments with the separator in $demo_sep (or
# ','), upcasing them with another function.
module Puppet::Parser::Functions
  newfunction(:demo_join, :type => :rvalue, :arity => -2, :doc => 'Joins the arguments.') do |args|
    sep = lookupvar('demo_sep')
    sep = ',' if sep.nil? || sep == :undef
    raise Puppet::ParseError, 'demo_join(): the first argument must not be empty' if args[0] == ''
    args.flatten.map { |a| function_sprintf(['<%s>', a.to_s]) }.join(sep)
  end
end
