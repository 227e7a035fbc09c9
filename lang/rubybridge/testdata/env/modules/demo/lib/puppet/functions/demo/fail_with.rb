# Raises the error it is given.
Puppet::Functions.create_function(:'demo::fail_with') do
  dispatch :fail_with do
    param 'String', :message
  end

  def fail_with(message)
    raise ArgumentError, message
  end
end
