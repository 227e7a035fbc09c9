# Reaches into Puppet's compiler, which only Puppet has.
Puppet::Functions.create_function(:'demo::needs_compiler') do
  dispatch :run do
  end

  def run
    Puppet::Pops::Loaders.find_loader(nil)
  end
end
