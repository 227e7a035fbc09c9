# A function file cut off in the middle.
Puppet::Functions.create_function(:'demo::unfinished') do
  def unfinished(x)
    if x
