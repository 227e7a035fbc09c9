# Never finishes loading.
loop { sleep 0.01 }
Puppet::Functions.create_function(:'demo::endless_load') do
  def endless_load; end
end
