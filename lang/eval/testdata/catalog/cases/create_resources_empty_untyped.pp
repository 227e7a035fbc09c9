create_resources(undef, {})
create_resources(/x/, {})
notice('ok')
