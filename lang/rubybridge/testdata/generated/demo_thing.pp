# Use the 'puppet generate types' command to regenerate this file.

# A thing that has a value.
Puppet::Resource::ResourceType3.new(
  'demo_thing',
  [
    # The basic property that the resource should be in.
    # 
    # Valid values are `present`, `absent`.
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),

    # What the thing holds.
    Puppet::Resource::Param(Any, 'value'),

    # Who may change it.
    Puppet::Resource::Param(Any, 'owners')
  ],
  [
    # The name of the thing.
    Puppet::Resource::Param(Any, 'name', true),

    # Where the thing is kept.
    Puppet::Resource::Param(Any, 'path'),

    # Whether an existing value is replaced.
    Puppet::Resource::Param(Any, 'replace'),

    # The specific backend to use for this `demo_thing`
    # resource. You will seldom need to specify this --- Puppet will usually
    # discover the appropriate provider for your platform.Available providers are:
    # 
    # file
    # : Stores the value in the file named by path.
    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
