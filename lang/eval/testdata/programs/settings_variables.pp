# $settings:: variables (Puppet's spec reads $settings::storeconfigs).
# Settings that name this host or Puppet's directories, $trusted and
# $server_facts are compared with `puppet apply` in lang/facts' tests.
notice($settings::storeconfigs)
notice($settings::strict_variables)
notice($settings::environment)
notice($settings::all_local['storeconfigs'], $settings::all_local['strict'])
notice($settings::maxwaitforcert, $settings::priority =~ Undef, $settings::supported_checksum_types)
class show { notice($::settings::storeconfigs_backend, $settings::data_binding_terminus) }
include show
