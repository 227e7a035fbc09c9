class foo {}
notice(Class[Foo])
