node default {
  notice(defined(Node['default']))
  notice(Node['default'])
}
