# A made-up resource type: a named thing with a value, kept in a file.
Puppet::Type.newtype(:demo_thing) do
  @doc = 'A thing that has a value.'

  ensurable do
    defaultvalues
    defaultto :present
  end

  newparam(:name, :namevar => true) do
    desc 'The name of the thing.'
  end

  newproperty(:value) do
    desc 'What the thing holds.'
  end

  newproperty(:owners, :array_matching => :all) do
    desc 'Who may change it.'
  end

  newparam(:path) do
    desc 'Where the thing is kept.'
  end

  newparam(:replace, :boolean => true) do
    desc 'Whether an existing value is replaced.'
  end
end
