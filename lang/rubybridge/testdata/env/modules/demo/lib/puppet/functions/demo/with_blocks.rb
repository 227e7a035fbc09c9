# Passes Ruby blocks to Puppet's iteration functions.
Puppet::Functions.create_function(:'demo::with_blocks') do
  dispatch :run do
    param 'Array[Integer]', :values
  end

  def run(values)
    doubled = call_function('map', values) { |x| x * 2 }
    sum = call_function('reduce', values, 0) { |acc, x| acc + x }
    count = call_function('with', *values) { |*all| all.length }
    nested = call_function('map', values) { |x| call_function('map', [x, x]) { |y| y + 1 } }
    [doubled, sum, count, nested]
  end
end
