notice(Foo['x'])
