# Declares an Integer result and returns a String.
Puppet::Functions.create_function(:'demo::bad_return') do
  dispatch :run do
    return_type 'Integer'
  end

  def run
    'not a number'
  end
end
