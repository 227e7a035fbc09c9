case Integer { Type[Integer]: { notice('type') } default: { notice('default') } }
