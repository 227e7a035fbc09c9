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
    Puppet::Resource::Param(Any, 'replace')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
