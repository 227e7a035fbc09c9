# Use the 'puppet generate types' command to regenerate this file.

# A setting of an application, per owner.
Puppet::Resource::ResourceType3.new(
  'demo_api',
  [
    # Whether the setting is there. (a Enum[present, absent])
    # 
    # Valid values are `absent`, `present`.
    Puppet::Resource::Param(Enum['absent', 'present'], 'ensure'),

    # What it is set to. (a Optional[String])
    # 
    # Values can match `//`.
    Puppet::Resource::Param(Pattern[//], 'value'),

    # Where it applies, fixed at creation. (a Optional[String])
    # 
    # Values can match `//`.
    Puppet::Resource::Param(Pattern[//], 'scope')
  ],
  [
    # The name of the setting. (a String)
    # 
    # Values can match `//`.
    Puppet::Resource::Param(Pattern[//], 'name', true),

    # Whose setting it is. (a String)
    # 
    # Values can match `//`.
    Puppet::Resource::Param(Pattern[//], 'owner', true),

    # When it was made. (a Optional[String])
    # 
    # Values can match `//`.
    Puppet::Resource::Param(Pattern[//], 'created'),

    # Only check. (a Boolean)
    # 
    # Valid values are `true` (also called `true, true`), `false` (also called `false, false`).
    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'true', 'true', 'false', 'false', 'false']], 'noop_check')
  ],
  {
    /^(?<name>.*[^-])-(?<owner>.*)$/ => ['name', 'owner'],
    /^(?<name>.*)$/ => ['name']
  },
  true,
  false)
