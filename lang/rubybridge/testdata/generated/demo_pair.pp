# Use the 'puppet generate types' command to regenerate this file.

Puppet::Resource::ResourceType3.new(
  'demo_pair',
  [
    Puppet::Resource::Param(Any, 'weight')
  ],
  [
    Puppet::Resource::Param(Any, 'left', true),

    Puppet::Resource::Param(Any, 'right', true),

    # A label.
    Puppet::Resource::Param(Any, 'name')
  ],
  {
    /^(.*)=(.*)$/ => ['left', 'right'],
    /(?m-ix:(.*))/ => ['left']
  },
  true,
  false)
