# Calls the block with each key and value of a hash, and returns what it
# returned, in order; counts the calls with a core function.
Puppet::Functions.create_function(:'demo::each_pair') do
  dispatch :each_pair do
    param 'Hash', :hash
    block_param 'Callable[2, 2]', :block
  end

  def each_pair(hash)
    out = hash.map { |k, v| yield(k, v) }
    out << call_function('length', out)
    out
  end
end
