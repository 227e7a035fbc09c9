# frozen_string_literal: true

require 'puppet/resource_api'

# A made-up type written against the Resource API.
Puppet::ResourceApi.register_type(
  name: 'demo_api',
  docs: <<-DESCRIPTION,
  A setting of an application, per owner.
  DESCRIPTION
  features: ['simple_get_filter'],
  title_patterns: [
    {
      pattern: %r{^(?<name>.*[^-])-(?<owner>.*)$},
      desc: 'A name and an owner, joined by a hyphen',
    },
    {
      pattern: %r{^(?<name>.*)$},
      desc: 'A name alone',
    },
  ],
  attributes: {
    ensure: {
      type: 'Enum[present, absent]',
      desc: 'Whether the setting is there.',
      default: 'present',
    },
    name: {
      type: 'String',
      desc: 'The name of the setting.',
      behaviour: :namevar,
    },
    owner: {
      type: 'String',
      desc: 'Whose setting it is.',
      behaviour: :namevar,
      default: 'root',
    },
    value: {
      type: 'Optional[String]',
      desc: 'What it is set to.',
    },
    created: {
      type: 'Optional[String]',
      desc: 'When it was made.',
      behaviour: :read_only,
    },
    noop_check: {
      type: 'Boolean',
      desc: 'Only check.',
      behaviour: :parameter,
      default: false,
    },
    scope: {
      type: 'Optional[String]',
      desc: 'Where it applies, fixed at creation.',
      behaviour: :init_only,
    },
  },
)
