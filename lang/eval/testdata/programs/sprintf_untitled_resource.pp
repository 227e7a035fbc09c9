# sprintf sees a resource type without a title as a resource with an empty title.
define mydef() {}
notice(sprintf('%s', Resource['notify']))
notice(sprintf('%p', Notify))
notice(sprintf('%s', [Notify, Exec]))
notice(sprintf('%s', {a => Mydef}))
notice(sprintf('%s|%p', Package, Tidy))
