# @summary Creates the user accounts its data lists.
#
# @param users       each user's name and the parameters of its
#                    accounts::user; an admin => true entry adds the user
#                    to the admin group
# @param admin_group the group of administrators (sudo on Debian, wheel on
#                    Red Hat: the environment's Hiera data says which)
class accounts (
  Hash[Accounts::Username, Hash] $users       = {},
  String[1]                      $admin_group = 'wheel',
) {
  $users.each |$name, $settings| {
    $groups = $settings['admin'] ? {
      true    => [$admin_group],
      default => [],
    }
    accounts::user { $name:
      * => $settings - 'admin' + { 'groups' => $groups },
    }
  }
}
