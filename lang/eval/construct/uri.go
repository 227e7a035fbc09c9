package construct

import "prepl/types"

// uriConstructor is URI.new: from the URI's text, or from a hash of its
// parts.
var uriConstructor = &sigConstructor{
	name: "new_error",
	sigs: []*ctorSig{
		{
			params: []ctorParam{reqParam("uri", "String[1]")},
			create: func(_ Caller, args []types.Value) (types.Value, error) {
				u, err := types.ParseURI(string(args[0].(types.String)))
				if err != nil {
					return nil, err
				}
				return u, nil
			},
		},
		{
			params: []ctorParam{reqParam("hash", "Struct[{Optional[scheme] => String[1], Optional[userinfo] => String[1], Optional[host] => String[1], Optional[port] => Integer[0], Optional[path] => String[1], Optional[query] => String[1], Optional[fragment] => String[1], Optional[opaque] => String[1]}]")},
			create: func(_ Caller, args []types.Value) (types.Value, error) {
				u, err := types.BuildURI(args[0].(*types.Hash))
				if err != nil {
					return nil, err
				}
				return u, nil
			},
		},
	},
}
