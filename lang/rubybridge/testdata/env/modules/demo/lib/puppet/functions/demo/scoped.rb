# An internal function with the caller's scope as its first argument.
Puppet::Functions.create_function(:'demo::scoped', Puppet::Functions::InternalFunction) do
  dispatch :run do
    scope_param
    param 'String', :name
  end

  def run(scope, name)
    "#{name}=#{scope[name].inspect}"
  end
end
