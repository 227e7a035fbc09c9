# A define whose name a type alias of types/ shares: the define is what
# Util::Endpoint names, and the alias is never loaded.
define util::endpoint(Integer $port = 80) {
  notice("endpoint ${title} on ${port}")
}
