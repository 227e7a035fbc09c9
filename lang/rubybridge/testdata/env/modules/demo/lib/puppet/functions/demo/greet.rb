# Greets someone: a name and an optional greeting, or a list of names.
Puppet::Functions.create_function(:'demo::greet') do
  dispatch :greet_one do
    param 'String[1]', :name
    optional_param 'String', :greeting
    return_type 'String'
  end

  dispatch :greet_many do
    param 'Array[String[1]]', :names
    repeated_param 'Integer', :extra
  end

  def greet_one(name, greeting = 'Hello')
    "#{greeting}, #{name}!"
  end

  def greet_many(names, *extra)
    names.map { |n| greet_one(n) } + extra
  end
end
